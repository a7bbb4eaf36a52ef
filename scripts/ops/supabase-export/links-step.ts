// The private links step, after the videos (a link's films point at them): same ids and tokens,
// so every address already sent keeps working; counts and last visits carried over. A link whose
// password the project cannot check arrives disabled, and the summary names it.
import { planLinks } from './links-plan.ts';
import type { ExportStep } from './steps.ts';

export const linksStep: ExportStep = {
  name: 'links',
  async run({ local, project }) {
    const [remote, films] = await Promise.all([project.links(), project.linkFilms()]);
    const plan = planLinks(local.links, remote, films);
    await project.insertLinks(plan.insert);
    for (const row of plan.update) await project.updateLink(row);
    for (const { linkId, rows } of plan.films) await project.replaceLinkFilms(linkId, rows);
    const rewritten = plan.films.filter((f) => !plan.insert.some((l) => l.id === f.linkId));
    return {
      step: 'links',
      copied: {
        'links inserted': plan.insert.length,
        'links updated': new Set([
          ...plan.update.map((u) => u.id),
          ...rewritten.map((f) => f.linkId),
        ]).size,
      },
      kept: { 'links unchanged': plan.unchanged },
      bytes: 0,
      notes: plan.needPassword.map(
        (name) =>
          `link "${name}" needs a new password: the project cannot check the local (argon2) ` +
          'one, so it is disabled there; set a password in /admin/liens, then enable it',
      ),
    };
  },
};
