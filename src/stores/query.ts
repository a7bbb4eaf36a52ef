import { type MapStore, map } from 'nanostores';

// A small query cache in the spirit of a "videos" query key: a keyed store that loads
// once, and reloads from the server whenever a change invalidates it.

export interface QueryState<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  /** True while a reload runs over data already shown. */
  fetching: boolean;
}

export interface Query<T> {
  readonly key: string;
  readonly $state: MapStore<QueryState<T>>;
  /** Loads now (first time or again); the latest call's answer is the one kept. */
  refetch(): Promise<void>;
}

const registry = new Map<string, Query<unknown>>();

export function createQuery<T>(key: string, fetcher: () => Promise<T>): Query<T> {
  const $state = map<QueryState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
    fetching: false,
  });
  // Only the latest request may write: a reload started after a change must win over an older one.
  let generation = 0;
  const query: Query<T> = {
    key,
    $state,
    refetch() {
      const mine = ++generation;
      $state.setKey('fetching', true);
      return fetcher().then(
        (data) => {
          if (mine === generation) {
            $state.set({ status: 'success', data, error: undefined, fetching: false });
          }
        },
        (error: unknown) => {
          console.error(`query ${key} failed`, error);
          if (mine === generation) {
            $state.set({ ...$state.get(), status: 'error', error, fetching: false });
          }
        },
      );
    },
  };
  registry.set(key, query as Query<unknown>);
  return query;
}

/** Reloads the query registered under this key (no-op when none is). */
export function invalidate(key: string): Promise<void> {
  return registry.get(key)?.refetch() ?? Promise.resolve();
}

export const VIDEOS_KEY = 'videos';
