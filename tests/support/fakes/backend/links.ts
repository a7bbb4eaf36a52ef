// The fake backend's private links: the local server's rules on the port's terms (the schema's
// field codes, unknown films refused, the address kept on edit).
import { BackendError } from '../../../../src/backend/port.ts';
import {
  type LinkInput,
  linkInputSchema,
  type PrivateLink,
} from '../../../../src/lib/private-link.ts';
import type { Video } from '../../../../src/lib/video.ts';
import type { FakeCall } from './call.ts';

export interface LinksWorld {
  videos: Video[];
  links: PrivateLink[];
  nextId: number;
}

function checked(world: LinksWorld, input: LinkInput): LinkInput {
  const parsed = linkInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw new BackendError('validation', 400, 'invalid link', fields);
  }
  if (!parsed.data.video_ids.every((id) => world.videos.some((v) => v.id === id))) {
    throw new BackendError('validation', 400, 'unknown film', { video_ids: 'video_unknown' });
  }
  return parsed.data;
}

function linkFrom(id: string, token: string, input: LinkInput, before?: PrivateLink): PrivateLink {
  return {
    id,
    token,
    name: input.name,
    message: input.message || null,
    has_password:
      input.password === undefined ? (before?.has_password ?? false) : input.password !== null,
    expires_on: input.expires_on ?? null,
    disabled: before?.disabled ?? false,
    views: before?.views ?? 0,
    last_visit_at: before?.last_visit_at ?? null,
    video_ids: [...input.video_ids],
    created_at: before?.created_at ?? new Date().toISOString(),
  };
}

export function fakeLinkMethods(world: LinksWorld, write: FakeCall) {
  // Films deleted since are no longer part of any link, as on the server.
  const current = (link: PrivateLink): PrivateLink => ({
    ...link,
    video_ids: link.video_ids.filter((id) => world.videos.some((v) => v.id === id)),
  });
  const find = (id: string) => {
    const found = world.links.find((l) => l.id === id);
    if (!found) throw new BackendError('not_found', 404, `no link ${id}`);
    return found;
  };
  const replace = (link: PrivateLink) => {
    world.links = world.links.map((l) => (l.id === link.id ? link : l));
    return current(link);
  };
  return {
    listLinks: () => write('listLinks', [], () => world.links.map(current)),
    createLink: (input: LinkInput) =>
      write('createLink', [input], () => {
        const valid = checked(world, input);
        const id = `link-${world.nextId++}`;
        const token = `${id}-${crypto.randomUUID()}`.replace(/[^A-Za-z0-9_-]/g, '_');
        const link = linkFrom(id, token, valid);
        world.links = [link, ...world.links];
        return current(link);
      }),
    updateLink: (id: string, input: LinkInput) =>
      write('updateLink', [id, input], () => {
        const before = find(id);
        return replace(linkFrom(id, before.token, checked(world, input), before));
      }),
    setLinkDisabled: (id: string, disabled: boolean) =>
      write('setLinkDisabled', [id, disabled], () => replace({ ...find(id), disabled })),
    deleteLink: (id: string) =>
      write('deleteLink', [id], () => {
        find(id);
        world.links = world.links.filter((l) => l.id !== id);
      }),
  };
}
