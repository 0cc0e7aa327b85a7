// The hashtags' rows of the authz matrix (docs/authz-matrix.md): a tag's page shows the
// owner's published post to everyone and their draft to no one; the followed tags are the
// owner's own list.
import { H, MEMBERS, OWN_LIST, PUBLIC, U, owner, type AuthzRows, type Fixtures, type Row } from '@pulse/kit/authz';

const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
let counter = 0;
/** A tag no other row uses, so its page holds only what the row made. */
const freshTag = () => `authz${Date.now().toString(36)}x${(counter++).toString(36)}`;
const tagOfPost = new Map<string, string>();

async function taggedPost(f: Fixtures, draft: boolean): Promise<string> {
  const tag = freshTag();
  const made = await f.run<{ createPost: { id: string } }>(CREATE, { input: { content: `Long run #${tag}`, draft } }, owner(f).token);
  tagOfPost.set(made.createPost.id, tag);
  return made.createPost.id;
}

const rows: Row[] = [
  {
    operation: 'hashtagPosts',
    about: "the owner's published post with the tag",
    document: 'query($tag: String!) { hashtagPosts(name: $tag, first: 50) { nodes { id } } }',
    made: (f) => taggedPost(f, false),
    variables: (_f, _a, made) => ({ tag: tagOfPost.get(made!) }),
    shows: ['hashtagPosts.nodes.*.id', (_f, made) => made],
    expect: PUBLIC,
  },
  {
    operation: 'hashtagPosts',
    about: "the owner's draft with the tag",
    document: 'query($tag: String!) { hashtagPosts(name: $tag, first: 50) { nodes { id } } }',
    made: (f) => taggedPost(f, true),
    variables: (_f, _a, made) => ({ tag: tagOfPost.get(made!) }),
    shows: ['hashtagPosts.nodes.*.id', (_f, made) => made],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'followHashtag',
    about: 'any tag (the caller follows it)',
    document: 'mutation($tag: String!) { followHashtag(name: $tag) { name followedByMe } }',
    variables: () => ({ tag: freshTag() }),
    expect: MEMBERS,
  },
  {
    operation: 'unfollowHashtag',
    about: 'any tag (the caller stops following it)',
    document: 'mutation($tag: String!) { unfollowHashtag(name: $tag) { name followedByMe } }',
    variables: () => ({ tag: freshTag() }),
    expect: MEMBERS,
  },
  {
    operation: 'followedHashtags',
    about: 'a tag the owner follows',
    document: '{ followedHashtags { name } }',
    made: async (f) => {
      const tag = freshTag();
      await f.run('mutation($tag: String!) { followHashtag(name: $tag) { name } }', { tag }, owner(f).token);
      return tag;
    },
    shows: ['followedHashtags.*.name', (_f, made) => made],
    expect: OWN_LIST,
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: { hashtag: "a tag's name and post count are public; followedByMe is the caller's own" },
};
