import type { Store } from '../../../server/store/open.ts';
import type { CallOptions } from '../harness/call.ts';
import type { Fixtures, RouteEntry } from './route-inventory.ts';

/**
 * The rows the inventory's examples address: a video, an uploaded film, a message, a private link
 * of the first video.
 */
export function createRouteFixtures(store: Store): Fixtures {
  const videoId = store.videos.create({
    title: 'Existante',
    url: 'https://youtu.be/aqz-KE-bpKQ',
    video_type: 'youtube',
  }).id;
  // An uploaded film: the preview routes answer only for a stored file (its name is enough).
  const uploadedVideoId = store.videos.create({
    title: 'Envoyée',
    url: '/media/0b9d6a4e-1f7c-4c55-9d43-2a3e7f1c5b10.mp4',
    video_type: 'direct',
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
  const still = store.stills.add(videoId, {
    original: '5d3c2b1a-0f9e-4d8c-b7a6-958473625140.still.png',
    width: 1,
    height: 1,
    widths: [1],
    alt: '',
  });
  if (!still) throw new Error('the fixture still was refused');
  const subtitleId = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9';
  const subtitleName = '0b9d6a4e-1f7c-4c55-9d43-2a3e7f1c5b10.sub-fr-captions-0123456789ab.vtt';
  store.videos.addSubtitle(
    {
      id: subtitleId,
      videoId: uploadedVideoId,
      language: 'fr',
      kind: 'captions',
      name: subtitleName,
      url: `/media/${subtitleName}`,
    },
    1,
  );
  return {
    videoId,
    uploadedVideoId,
    messageId,
    linkId: link.id,
    linkToken: link.token,
    stillId: still.id,
    subtitleId,
  };
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
