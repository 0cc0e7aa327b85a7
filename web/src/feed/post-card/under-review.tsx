// The "Under review" marker on a post image screening held (docs/image-screening.md). Only its
// author is ever answered such a post, so the marker needs no check of who is looking.
import { Badge, HStack, Text } from '@chakra-ui/react';

export const UNDER_REVIEW = 'Under review';
export const UNDER_REVIEW_DETAIL = 'Only you can see this post until a moderator has checked its images.';

export function UnderReview() {
  return (
    <HStack gap="2" wrap="wrap" data-testid="under-review">
      <Badge colorPalette="orange" variant="subtle">
        {UNDER_REVIEW}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {UNDER_REVIEW_DETAIL}
      </Text>
    </HStack>
  );
}
