// The contract's part for issue 31: a film's press quotes (Presse) and the site's Références,
// stored, listed back to the public side, validated by the same schema on every adapter.
import { beforeEach, describe, expect, it } from 'vitest';
import { emptySettings, type SiteSettingsInput, TEXT_FIELDS } from '../../lib/site-settings.ts';
import { type ContractSetup, rejection, useSubject, vimeo, youtube } from './support.ts';

const press = [
  {
    quote: '« Une lumière rare » <b>&</b>',
    source: 'Libération',
    url: 'https://www.liberation.fr/a',
  },
  { quote: 'Superbe', source: 'Télérama', url: null },
];

const settings: SiteSettingsInput = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as unknown as SiteSettingsInput),
  name: 'Alex Martin',
  reference_names: 'Arte\nCanal+\nLes Films du Losange',
};

export function describePressAndReferencesContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract: press quotes and références`, () => {
    const subject = useSubject(setup);
    const backend = () => subject().backend;
    beforeEach(async () => {
      const { credentials } = subject();
      await backend().signIn(credentials.email, credentials.password);
    });

    it('stores quotes in order, lists them publicly; a film without any has []', async () => {
      const a = await backend().createVideo({ ...youtube, press });
      expect(a.press).toEqual(press);
      const b = await backend().createVideo(vimeo);
      expect(b.press).toEqual([]);
      const listed = await subject().publicContent.listVideos();
      expect(listed?.map((v) => v.press)).toEqual([press, []]);
    });

    it('an edit without quotes keeps them, [] removes them, a blank link is none', async () => {
      const a = await backend().createVideo({ ...youtube, press });
      const kept = await backend().updateVideo(a.id, { ...youtube, title: 'Autre titre' });
      expect(kept.press).toEqual(press);
      const blank = await backend().updateVideo(a.id, {
        ...youtube,
        press: [{ quote: ' Lumineux ', source: ' Le Monde ', url: '' }],
      });
      expect(blank.press).toEqual([{ quote: 'Lumineux', source: 'Le Monde', url: null }]);
      const cleared = await backend().updateVideo(a.id, { ...youtube, press: [] });
      expect(cleared.press).toEqual([]);
    });

    it('refuses a bad quote by its code and stores nothing', async () => {
      const a = await backend().createVideo({ ...youtube, press });
      const before = await backend().listVideos();
      const cases: [unknown, string, string][] = [
        [[{ quote: '', source: 'X', url: null }], 'press.0.quote', 'press_quote_required'],
        [[{ quote: 'X', source: ' ', url: null }], 'press.0.source', 'press_source_required'],
        [[{ quote: 'q'.repeat(601), source: 'X', url: null }], 'press.0.quote', 'press_too_long'],
        [
          [{ quote: 'X', source: 'X', url: 'javascript:alert(1)' }],
          'press.0.url',
          'press_url_invalid',
        ],
        [[{ quote: 'X', source: 'X', url: 'ftp://x.fr/a' }], 'press.0.url', 'press_url_invalid'],
        [Array.from({ length: 11 }, () => press[1]), 'press', 'press_too_many'],
      ];
      for (const [bad, field, code] of cases) {
        const input = { ...vimeo, press: bad } as never;
        for (const write of [backend().createVideo(input), backend().updateVideo(a.id, input)]) {
          const error = await rejection(write);
          expect([error.code, error.status, error.fields?.[field]]).toEqual([
            'validation',
            400,
            code,
          ]);
        }
      }
      expect(await backend().listVideos()).toEqual(before);
    });

    it('saves the références, anyone reads them; too many or too long is refused', async () => {
      const saved = await backend().saveSettings(settings);
      expect(saved.reference_names).toBe(settings.reference_names);
      expect((await subject().signedOut.getSettings()).reference_names).toBe(
        settings.reference_names,
      );
      for (const [names, code] of [
        ['x'.repeat(121), 'reference_too_long'],
        [Array.from({ length: 41 }, (_, i) => `Client ${i}`).join('\n'), 'references_too_many'],
        ['x\n'.repeat(1001), 'too_long'],
      ] as const) {
        const error = await rejection(
          backend().saveSettings({ ...settings, reference_names: names }),
        );
        expect([error.code, error.fields?.reference_names]).toEqual(['validation', code]);
      }
      expect(await backend().getSettings()).toEqual(saved);
      expect(emptySettings().reference_names).toBe('');
    });
  });
}
