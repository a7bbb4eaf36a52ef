// The local server's private links (the administrator's side; the server fills the visitor's page).
import { API } from '../../lib/api.ts';
import type { PrivateLink } from '../../lib/private-link.ts';
import type { LinksPort } from '../ports/links.ts';
import type { Http } from './http.ts';

export function createLocalLinks(http: Http): LinksPort {
  return {
    listLinks: () => http.json<PrivateLink[]>(API.links),
    createLink: (input) => http.json<PrivateLink>(API.links, 'POST', input),
    updateLink: (id, input) => http.json<PrivateLink>(API.link(id), 'PUT', input),
    setLinkDisabled: (id, disabled) => http.json<PrivateLink>(API.link(id), 'PATCH', { disabled }),
    deleteLink: (id) => http.empty(API.link(id), 'DELETE'),
  };
}
