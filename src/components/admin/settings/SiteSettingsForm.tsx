import { type FormEvent, useState } from 'react';
import type { SettingsPort, VideosPort } from '../../../backend/port.ts';
import { errorMessage, isCodedError, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { fieldTexts } from '../../../lib/settings-errors.ts';
import {
  type SettingsField as Field,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
  TEXT_FIELDS,
} from '../../../lib/site-settings.ts';
import { pushError, pushToast } from '../../../stores/toasts.ts';
import { Button } from '../../ui/Button.tsx';
import { SettingsField } from './SettingsField.tsx';
import { ShowreelFieldset, showreelValuesOf } from './ShowreelFieldset.tsx';

type Values = Record<Field, string>;

const valuesOf = (settings: SiteSettings): Values =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field]])) as Values;

/** Each group of the form: a legend and its fields, in the order the page shows them. */
const GROUPS: Array<{
  legend: string;
  hint?: string;
  fields: Array<{
    name: Field;
    label: string;
    type?: 'email' | 'tel' | 'url';
    multiline?: boolean;
    hint?: string;
  }>;
}> = [
  {
    legend: fr.settings.identity,
    fields: [
      { name: 'name', label: fr.settings.name },
      { name: 'title', label: fr.settings.jobTitle },
      { name: 'tagline', label: fr.settings.tagline, hint: fr.settings.taglineHint },
      { name: 'about', label: fr.settings.about, multiline: true, hint: fr.settings.aboutHint },
    ],
  },
  {
    legend: fr.settings.contact,
    fields: [
      { name: 'email', label: fr.settings.email, type: 'email' },
      { name: 'phone', label: fr.settings.phone, type: 'tel' },
      { name: 'location', label: fr.settings.location },
      { name: 'availability', label: fr.settings.availability },
    ],
  },
  {
    legend: fr.settings.links,
    hint: fr.settings.linksHint,
    fields: [
      { name: 'vimeo_url', label: fr.settings.vimeo, type: 'url' },
      { name: 'instagram_url', label: fr.settings.instagram, type: 'url' },
      { name: 'imdb_url', label: fr.settings.imdb, type: 'url' },
      { name: 'linkedin_url', label: fr.settings.linkedin, type: 'url' },
      { name: 'site_url', label: fr.settings.siteUrl, type: 'url', hint: fr.settings.siteUrlHint },
    ],
  },
  {
    legend: fr.settings.legal,
    fields: [
      { name: 'legal_publisher', label: fr.settings.legalPublisher },
      { name: 'legal_address', label: fr.settings.legalAddress },
      { name: 'legal_siret', label: fr.settings.legalSiret },
      { name: 'legal_director', label: fr.settings.legalDirector },
      { name: 'legal_host', label: fr.settings.legalHost },
      { name: 'legal_host_address', label: fr.settings.legalHostAddress },
    ],
  },
];

export interface SiteSettingsFormProps {
  backend: SettingsPort & Pick<VideosPort, 'listVideos'>;
  initial: SiteSettings;
  onSaved: (settings: SiteSettings) => void;
  onSessionExpired: () => void;
}

/**
 * The text settings. The browser checks with the server's schema first; a refused field gets its
 * text under it and nothing is sent. The server checks again and writes all fields at once.
 */
export function SiteSettingsForm({
  backend,
  initial,
  onSaved,
  onSessionExpired,
}: SiteSettingsFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [reel, setReel] = useState(() => showreelValuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = siteSettingsSchema.safeParse({ ...values, ...reel });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fieldTexts(fields));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await backend.saveSettings(checked.data satisfies SiteSettingsInput);
      setValues(valuesOf(saved));
      setReel(showreelValuesOf(saved));
      onSaved(saved);
      pushToast({ title: fr.settings.saved });
    } catch (error) {
      if (isSessionExpired(error)) return onSessionExpired();
      if (isCodedError(error) && error.code === 'validation' && error.fields) {
        setErrors(fieldTexts(error.fields));
      } else {
        console.error('settings save failed', error);
        pushError(fr.toasts.errorTitle, errorMessage('settings', error));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      {GROUPS.map((group) => (
        <fieldset
          key={group.legend}
          className="flex flex-col gap-4 rounded-xl border border-line p-5"
        >
          <legend className="px-1 text-lg font-semibold">{group.legend}</legend>
          {group.hint && <p className="text-sm text-muted">{group.hint}</p>}
          {group.fields.map((field) => (
            <SettingsField
              key={field.name}
              name={field.name}
              label={field.label}
              value={values[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              error={errors[field.name]}
              required={field.name === 'name'}
              {...(field.type ? { type: field.type } : {})}
              {...(field.multiline ? { multiline: true } : {})}
              {...(field.hint ? { hint: field.hint } : {})}
            />
          ))}
        </fieldset>
      ))}
      <ShowreelFieldset
        {...{ backend, values: reel, onChange: setReel, errors, saving }}
        settings={initial}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? fr.settings.saving : fr.settings.save}
        </Button>
      </div>
    </form>
  );
}
