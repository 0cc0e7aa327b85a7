// A post's photos and videos: at most 4 tiles, the 4th carrying +N for the rest; a type
// starting with video/ is a video. A tile opens the media viewer at /post/{postId}/photo.
import { Box, Flex, Grid } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { isVideoType } from '../format';
import { PlayIcon } from '../../components/icons';
import { photoPath } from '../links';

export const MAX_TILES = 4;

/**
 * `whole`: a single photo is shown entire (its own proportions, letterboxed up to a height)
 * instead of cropped to 16:10, for photos whose edges carry information (a meal's overlay).
 */
export function MediaGrid({
  postId,
  medias,
  whole = false,
}: {
  postId: string;
  medias: ReadonlyArray<{ url: string; type: string; alt?: string | null }>;
  whole?: boolean;
}) {
  const navigate = useNavigate();
  if (medias.length === 0) return null;
  const shown = medias.slice(0, MAX_TILES);
  const rest = medias.length - shown.length;
  const columns = shown.length === 1 ? 1 : 2;
  const entire = whole && shown.length === 1;
  return (
    <Grid templateColumns={`repeat(${columns}, 1fr)`} gap="1" rounded="xl" overflow="hidden" borderWidth="1px" data-testid="media-grid" data-count={medias.length}>
      {shown.map((media, index) => {
        const video = isVideoType(media.type);
        const overlay = rest > 0 && index === shown.length - 1;
        return (
          <Box
            key={`${media.url}-${index}`}
            as="button"
            position="relative"
            display="block"
            aspectRatio={entire ? undefined : shown.length === 1 ? '16 / 10' : shown.length === 3 && index === 0 ? undefined : '4 / 3'}
            gridRow={shown.length === 3 && index === 0 ? 'span 2' : undefined}
            overflow="hidden"
            bg="bg.muted"
            cursor="zoom-in"
            aria-label={video ? 'Open video' : media.alt ? `Open photo: ${media.alt}` : 'Open photo'}
            title={media.alt ?? undefined}
            onClick={(e) => {
              e.stopPropagation();
              navigate(photoPath(postId, index));
            }}
            data-testid="media-tile"
            data-kind={video ? 'video' : 'image'}
          >
            {video ? (
              <>
                <video src={media.url} preload="metadata" muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                <Flex as="span" position="absolute" inset="0" align="center" justify="center" color="overlay.fg" fontSize="3xl" bg="overlay.veil">
                  <PlayIcon />
                </Flex>
              </>
            ) : (
              <img
                src={media.url}
                // The author's alt text for screen readers (and the tile's title on hover); none: decorative.
                alt={media.alt ?? ''}
                loading="lazy"
                style={
                  entire
                    ? { display: 'block', width: '100%', height: 'auto', maxHeight: '32rem', objectFit: 'contain' }
                    : { width: '100%', height: '100%', objectFit: 'cover' }
                }
              />
            )}
            {overlay && (
              <Flex
                as="span"
                position="absolute"
                inset="0"
                align="center"
                justify="center"
                bg="overlay.veilStrong"
                color="overlay.fg"
                fontSize="2xl"
                fontWeight="bold"
                data-testid="media-more"
              >
                +{rest}
              </Flex>
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
