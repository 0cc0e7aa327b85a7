// Counts a view of the post shown in the single-post view, once per visit of that post.
// A failure is swallowed (spec: "increment view count (swallowed)").
import { useEffect } from 'react';
import { useRecordPostViewMutation } from '../../generated/graphql';

export function useRecordView(postId: string | null) {
  const [record] = useRecordPostViewMutation();
  useEffect(() => {
    if (!postId) return;
    record({ variables: { id: postId } }).catch((error) => console.warn('[feed] view not counted', error));
  }, [postId, record]);
}
