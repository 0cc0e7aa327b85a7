// "GPX" on a route card: the route as a GPX file, asked for when clicked (not with every feed
// page). The file holds what the server lets this reader see: another member's privacy zones
// and hidden ends are trimmed by social before it leaves the server (docs/route-privacy.md).
import { Button } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { RouteGpxDocument } from '../../generated/graphql';
import { DownloadIcon } from '../../components/icons';
import { toast } from '../../toasts/toast';

export const GPX_FAILED = 'The GPX file could not be downloaded. Please try again.';

export function RouteGpxDownload({ postId }: { postId: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: RouteGpxDocument, variables: { id: postId }, fetchPolicy: 'network-only' });
      const gpx = data?.post?.routeGpx;
      if (!gpx) throw new Error('no route');
      const url = URL.createObjectURL(new Blob([gpx], { type: 'application/gpx+xml' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `route-${postId}.gpx` });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file over; the object URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      console.warn('[route] GPX download failed', e);
      toast.error(GPX_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="ghost" onClick={() => void download()} loading={busy} aria-label="Download route as GPX" data-testid="route-gpx-download">
      <DownloadIcon /> GPX
    </Button>
  );
}
