import { type FormEvent, useId, useState } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import type { LinkInput, PrivateLink } from '../../../lib/private-link.ts';
import type { Video } from '../../../lib/video.ts';
import { Button } from '../../ui/Button.tsx';
import { chosenInOrder, toggleFilm } from './film-order.ts';
import { LinkFilmOrder } from './LinkFilmOrder.tsx';

const FIELD =
  'w-full rounded-md border border-line bg-bg px-3 py-2 text-fg ' +
  'focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-red-400';

export interface LinkFormProps {
  /** Every video, hidden ones included, in portfolio order. */
  videos: Video[];
  /** Editing this link; creating when absent. */
  link?: PrivateLink;
  onSubmit: (input: LinkInput) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a private link: name, films, message, password, last day. */
export function LinkForm({ videos, link, onSubmit, onCancel }: LinkFormProps) {
  const id = useId();
  const t = fr.privateLinks;
  const [chosen, setChosen] = useState<string[]>(link?.video_ids ?? []);
  const [errors, setErrors] = useState<{ name?: string; films?: string }>({});
  const [busy, setBusy] = useState(false);

  // The order the owner chose (the visitor's); a film chosen earlier that no longer exists drops.
  const ordered = chosenInOrder(
    chosen,
    videos.map((v) => v.id),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const found = {
      ...(name ? {} : { name: t.nameRequired }),
      ...(ordered.length ? {} : { films: t.filmsRequired }),
    };
    setErrors(found);
    if (found.name || found.films) return;
    const password = String(data.get('password') ?? '');
    const input: LinkInput = {
      name,
      video_ids: ordered,
      message: String(data.get('message') ?? '').trim() || null,
      expires_on: String(data.get('expires_on') ?? '') || null,
    };
    if (password) input.password = password;
    else if (data.get('remove_password')) input.password = null;
    setBusy(true);
    try {
      await onSubmit(input);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (videoId: string, on: boolean) =>
    setChosen((list) => toggleFilm(list, videoId, on));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-xl border border-line bg-panel p-5"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          defaultValue={link?.name ?? ''}
          placeholder={t.namePlaceholder}
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          className={FIELD}
        />
        {errors.name ? <p className="text-sm text-red-300">{errors.name}</p> : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t.films}</legend>
        {videos.map((video) => (
          <label key={video.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={chosen.includes(video.id)}
              onChange={(e) => toggle(video.id, e.currentTarget.checked)}
            />
            <span>{video.title}</span>
            {video.visible ? null : <span className="text-xs text-muted">({t.hiddenFilm})</span>}
          </label>
        ))}
        {errors.films ? <p className="text-sm text-red-300">{errors.films}</p> : null}
      </fieldset>
      <LinkFilmOrder chosen={ordered} videos={videos} onChange={setChosen} />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {t.message}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          maxLength={2000}
          defaultValue={link?.message ?? ''}
          className={FIELD}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          {t.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={link?.has_password ? t.passwordKeep : ''}
          className={FIELD}
        />
        {link?.has_password ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="remove_password" />
            {t.passwordRemove}
          </label>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-expires`} className="text-sm font-medium">
          {t.expires}
        </label>
        <input
          id={`${id}-expires`}
          name="expires_on"
          type="date"
          defaultValue={link?.expires_on ?? ''}
          className={FIELD}
        />
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {link ? t.submitEdit : t.submitCreate}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
