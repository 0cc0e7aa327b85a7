// Counts a view of the post shown in the single-post view, once per visit of that post.
// A failure is swallowed (spec: "increment view count (swallowed)").
import { useEffect } from 'react';
import { useMutation } from '@apollo/client';
import { RecordPostViewDocument } from '../../generated/graphql';

export function useRecordView(postId: string | null) {
  const [record] = useMutation(RecordPostViewDocument);
  useEffect(() => {
    if (!postId) return;
    record({ variables: { id: postId } }).catch((error) => console.warn('[feed] view not counted', error));
  }, [postId, record]);
}
