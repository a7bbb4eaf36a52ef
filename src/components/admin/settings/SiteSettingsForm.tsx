import { type FormEvent, useRef, useState } from 'react';
import type { SettingsPort, VideosPort } from '../../../backend/port.ts';
import { errorMessage, isCodedError, isSessionExpired } from '../../../lib/errors.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import { SETTINGS_ENGLISH_FIELDS, type SettingsEnglishField } from '../../../lib/i18n/localize.ts';
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
import { AccentColourField } from './AccentColourField.tsx';
import { LegalNoticeGaps } from './LegalNoticeGaps.tsx';
import { SettingsField } from './SettingsField.tsx';
import { ShowreelFieldset, showreelValuesOf } from './ShowreelFieldset.tsx';

type Values = Record<Field, string>;

const valuesOf = (settings: SiteSettings): Values =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, settings[field]])) as Values;

type English = Record<SettingsEnglishField, string>;

/** The English texts as stored, '' for each one not written (issue 32). */
const englishOf = (settings: SiteSettings): English =>
  Object.fromEntries(
    SETTINGS_ENGLISH_FIELDS.map((field) => [field, settings.en?.[field] ?? '']),
  ) as English;

/** Each English field beside its French one's place: label, hint, multiline. */
const ENGLISH_FIELDS: Array<{ name: SettingsEnglishField; label: string; hint?: string }> = [
  {
    name: 'title',
    label: fr.languages.englishJobTitle,
    hint: fr.languages.englishJobTitleHint,
  },
  { name: 'tagline', label: fr.languages.englishTagline },
  { name: 'about', label: fr.languages.englishAbout, hint: fr.settings.aboutHint },
  { name: 'location', label: fr.languages.englishLocation },
  { name: 'availability', label: fr.languages.englishAvailability },
];

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
  {
    legend: fr.frames.referencesLegend,
    fields: [
      {
        name: 'reference_names',
        label: fr.frames.referencesLabel,
        multiline: true,
        hint: fr.frames.referencesHint,
      },
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
  const [english, setEnglish] = useState<English>(() => englishOf(initial));
  const [reel, setReel] = useState(() => showreelValuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** The schema's French text for each refused field of these values. */
  const check = (next: Values): Record<string, string> => {
    const checked = siteSettingsSchema.safeParse(next);
    if (checked.success) return {};
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return fieldTexts(fields);
  };
  // A field's message goes as soon as its value is right again; a new one waits for the blur.
  const change = (name: Field, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name] && !check(next)[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
  };
  const blur = (name: Field) => {
    const text = check(values)[name];
    if (text && text !== errors[name]) setErrors((current) => ({ ...current, [name]: text }));
  };
  const showErrors = (texts: Record<string, string>) => {
    setErrors(texts);
    // The first refused field gets the focus, so a phone scrolls to it.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = siteSettingsSchema.safeParse({ ...values, ...reel, en: english });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      showErrors(fieldTexts(fields));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await backend.saveSettings(checked.data satisfies SiteSettingsInput);
      setValues(valuesOf(saved));
      setEnglish(englishOf(saved));
      setReel(showreelValuesOf(saved));
      onSaved(saved);
      pushToast({ title: fr.settings.saved });
    } catch (error) {
      if (isSessionExpired(error)) return onSessionExpired();
      if (isCodedError(error) && error.code === 'validation' && error.fields) {
        showErrors(fieldTexts(error.fields));
      } else {
        console.error('settings save failed', error);
        pushError(fr.toasts.errorTitle, errorMessage('settings', error));
      }
    } finally {
      setSaving(false);
    }
  }

  const appearance = (
    <fieldset key="look" className="flex flex-col gap-4 rounded-xl border border-line p-5">
      <legend className="px-1 text-lg font-semibold">{fr.look.accentLegend}</legend>
      <AccentColourField
        value={values.accent_color}
        onChange={(accent_color) => setValues((current) => ({ ...current, accent_color }))}
        error={errors.accent_color}
      />
    </fieldset>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-8">
      {GROUPS.flatMap((group, index) => [
        // Apparence follows the identity: the name is the brand, the accent its colour.
        index === 1 ? appearance : null,
        <fieldset
          key={group.legend}
          className="flex flex-col gap-4 rounded-xl border border-line p-5"
        >
          <legend className="px-1 text-lg font-semibold">{group.legend}</legend>
          {group.hint && <p className="text-sm text-muted">{group.hint}</p>}
          {group.legend === fr.settings.legal && <LegalNoticeGaps values={values} />}
          {group.fields.map((field) => (
            <SettingsField
              key={field.name}
              name={field.name}
              label={field.label}
              value={values[field.name]}
              onChange={(value) => change(field.name, value)}
              onBlur={() => blur(field.name)}
              error={errors[field.name]}
              required={field.name === 'name'}
              {...(field.type ? { type: field.type } : {})}
              {...(field.multiline ? { multiline: true } : {})}
              {...(field.hint ? { hint: field.hint } : {})}
            />
          ))}
        </fieldset>,
      ])}
      <fieldset
        className="flex flex-col gap-4 rounded-xl border border-line p-5"
        data-english-fields
      >
        <legend className="px-1 text-lg font-semibold">{fr.languages.englishVersion}</legend>
        <p className="text-sm text-muted">{fr.languages.englishHint}</p>
        {ENGLISH_FIELDS.map((field) => (
          <SettingsField
            key={field.name}
            name={`en.${field.name}`}
            label={field.label}
            value={english[field.name]}
            onChange={(value) => setEnglish((current) => ({ ...current, [field.name]: value }))}
            error={errors[`en.${field.name}`]}
            {...(field.name === 'about' ? { multiline: true } : {})}
            {...(field.hint ? { hint: field.hint } : {})}
          />
        ))}
      </fieldset>
      <ShowreelFieldset
        {...{ backend, values: reel, onChange: setReel, errors, saving }}
        settings={initial}
      />
      {/* Stays in sight at the bottom of the screen while the form is, and ends with it. */}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-bg/95 px-1 py-3 backdrop-blur">
        <Button type="submit" disabled={saving}>
          {saving ? fr.settings.saving : fr.settings.save}
        </Button>
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm text-red-400">
            {fr.ownerSide.fixFields}
          </p>
        ) : null}
      </div>
    </form>
  );
}
