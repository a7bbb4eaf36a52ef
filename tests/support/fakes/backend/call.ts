/**
 * How a fake feature runs one call of its port: the assembler (tests/support/fakes/backend.ts)
 * records it, holds or fails it when a test asked, and for a write refuses it without a session.
 */
export type FakeCall = <T>(
  method: string,
  args: unknown[],
  run: () => T | Promise<T>,
) => Promise<T>;
