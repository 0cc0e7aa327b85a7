// The README.md inside every archive: what each file is. Written from the archive's own list
// of files, so it never names a file that is not there nor leaves one out.

const DESCRIBED: [RegExp, string][] = [
  [/^accounts\/users\/profile\.json$/, 'Your profile: name, username, email, bio, link, role, when you joined.'],
  [/^accounts\/settings\/settings\.json$/, 'Your settings (theme, privacy choices), when you have changed any.'],
  [/^accounts\/sessions\/sessions\.json$/, 'Your sign-ins: when, from which browser and address (never a token).'],
  [/^accounts\/sessions\/known-devices\.json$/, 'Devices you signed in from (only when, never the device secret).'],
  [/^accounts\/data-export\/exports\.json$/, 'The data exports you asked for.'],
  [/^accounts\/access-tokens\/personal-access-tokens\.json$/, 'Your personal access tokens: name, scopes, when made, last used, expiring, revoked (never a token).'],
  [/^accounts\/profile-images\/files\//, 'A profile picture you uploaded.'],
  [/^social\/posts\/posts\.json$/, 'Your posts and replies, with their media, poll and visibility.'],
  [/^social\/posts\/likes\.json$/, 'Posts you liked.'],
  [/^social\/posts\/bookmarks\.json$/, 'Posts you bookmarked.'],
  [/^social\/posts\/files\//, 'A photo or video you attached to a post.'],
  [/^social\/follows\/follows\.json$/, 'Who you follow and who follows you.'],
  [/^social\/polls\/votes\.json$/, 'Your votes in polls.'],
  [/^social\/notifications\/notifications\.json$/, 'Your notifications.'],
  [/^messaging\/conversations\/conversations\.json$/, 'The conversations you are in and who is in them.'],
  [
    /^messaging\/conversations\/messages\.json$/,
    'Messages in your conversations as the server stores them: end-to-end encrypted (ciphertext) with their metadata. The server cannot read them; see messages-decrypted/.',
  ],
  [/^messaging\/calls\/calls\.json$/, 'Your call history.'],
  [/^messaging\/devices\/devices\.json$/, "Your devices' public encryption keys (never a private key)."],
  [/^messaging-decrypted\//, 'A conversation decrypted by your browser on the device that downloaded this archive.'],
];

export function archiveReadme(memberId: string, createdAt: Date, paths: readonly string[], subgraphs: readonly string[]): string {
  const lines = [
    '# Your Pulse data',
    '',
    `Member ${memberId}, archive made ${createdAt.toISOString()}.`,
    '',
    'Each folder is one part of Pulse that holds data about you; inside it, one folder per',
    'feature, with JSON documents and the files you uploaded (under `files/`). Dates are ISO 8601 in UTC.',
    '',
    `Parts asked: ${subgraphs.join(', ')}. A part with nothing about you has no folder.`,
    '',
    'Messages are end-to-end encrypted: the server only has ciphertext. When you start the export in',
    'the web app, your browser adds `messages-decrypted/`, the conversations it can read on that device.',
    '',
    '## Files',
    '',
  ];
  for (const path of [...paths].sort()) {
    const described = DESCRIBED.find(([pattern]) => pattern.test(path))?.[1];
    lines.push(`- \`${path}\`${described ? `: ${described}` : path.endsWith('.json') ? ': data about you held by this feature.' : ': a file you uploaded.'}`);
  }
  lines.push('');
  return lines.join('\n');
}
