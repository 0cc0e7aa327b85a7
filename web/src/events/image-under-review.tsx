// "Under review" on an event cover or a product photo that image screening held
// (docs/image-screening.md "Events images"). Only the image's uploader is answered its URL and
// the under-review flag, so the marker needs no check of who is looking.
import { Badge, HStack, Text } from '@chakra-ui/react';

export const IMAGE_UNDER_REVIEW = 'Under review';
export const IMAGE_UNDER_REVIEW_DETAIL = 'Only you can see this image until a moderator has checked it.';

/** The badge alone (on a thumbnail), or with the sentence saying who sees the image (`detail`). */
export function ImageUnderReview({ detail = false }: { detail?: boolean }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="image-under-review">
      <Badge colorPalette="orange" variant="subtle">
        {IMAGE_UNDER_REVIEW}
      </Badge>
      {detail && (
        <Text fontSize="sm" color="fg.muted">
          {IMAGE_UNDER_REVIEW_DETAIL}
        </Text>
      )}
    </HStack>
  );
}
