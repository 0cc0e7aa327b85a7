// A question started early, to run beside other work, and awaited later: if it fails before
// then, Node must not call it an unhandled rejection (which ends the process). The failure
// still reaches whoever awaits the returned promise.
export function awaitedLater<T>(question: Promise<T>): Promise<T> {
  question.catch(() => undefined);
  return question;
}
