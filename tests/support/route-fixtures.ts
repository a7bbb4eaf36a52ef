import type { Store } from '../../server/store/open.ts';
import type { CallOptions } from './call.ts';
import type { Fixtures, RouteEntry } from './route-inventory.ts';

/** The rows the inventory's examples address: a video, a message, a private link of that video. */
export function createRouteFixtures(store: Store): Fixtures {
  const videoId = store.videos.create({
    title: 'Existante',
    url: 'https://youtu.be/aqz-KE-bpKQ',
    video_type: 'youtube',
  }).id;
  const messageId = store.messages.create({
    name: 'A',
    email: 'a@example.com',
    message: 'Bonjour',
    senderKey: 'k',
  }).id;
  const link = store.links.create({
    name: 'Festival',
    message: null,
    video_ids: [videoId],
    expires_on: null,
  });
  return { videoId, messageId, linkId: link.id, linkToken: link.token };
}

/** A route's example as a call: its method, its address, and the options of `call`. */
export function exampleCall(route: RouteEntry, fixtures: Fixtures): [string, string, CallOptions] {
  const { method = route.method, path, json, body, headers } = route.example(fixtures);
  const options: CallOptions = {
    ...(json !== undefined ? { json } : {}),
    ...(body !== undefined ? { body: new Uint8Array(body) } : {}),
    ...(headers ? { headers } : {}),
  };
  return [method, path, options];
}
