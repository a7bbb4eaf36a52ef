import { describe, expect, it } from 'vitest';
import { LEGAL_REQUIRED_FIELDS, missingLegalFields } from './legal-notice.ts';
import { emptySettings } from './site-settings.ts';

describe('the legal notice’s required fields', () => {
  it('names every empty one (spaces count as empty), in order, and none once filled', () => {
    const settings = { ...emptySettings(), legal_publisher: 'Alex Martin, EI', legal_siret: '  ' };
    expect(missingLegalFields(settings)).toEqual(
      LEGAL_REQUIRED_FIELDS.filter((field) => field !== 'legal_publisher'),
    );
    const filled = Object.fromEntries(LEGAL_REQUIRED_FIELDS.map((field) => [field, 'x']));
    expect(missingLegalFields({ ...settings, ...filled })).toEqual([]);
  });
});
