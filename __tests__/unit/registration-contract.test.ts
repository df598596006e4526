// The pure parts of contract/registrations.ts the portal and the CMS share: the VIN check and the
// area hierarchy.
import { AREAS, AREA_BY_ID, REG_MSG, areaLeaves, checkVin, overlappingAreas, vinCheckDigit } from '../../contract/registrations';

describe('checkVin', () => {
  it('accepts a North American VIN with its check digit (X for 10)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin(' 1m8gdm9axkp042788 ')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
  });
  it('refuses a wrong check digit when the VIN starts with 1-5, and only warns elsewhere', () => {
    expect(checkVin('1M8GDM9A1KP042788')).toMatchObject({ ok: false, error: REG_MSG.vinCheckDigit });
    expect(checkVin('5M8GDM9A1KP042788')).toMatchObject({ ok: false, error: REG_MSG.vinCheckDigit });
    expect(checkVin('WP0ZZZ99ZPS123456')).toEqual({ ok: true, vin: 'WP0ZZZ99ZPS123456', warning: REG_MSG.vinCheckDigitWarning });
  });
  it('refuses I, O and Q, other characters, and any length but 17', () => {
    expect(checkVin('1M8GDM9AXKP04278I')).toMatchObject({ ok: false, error: REG_MSG.vinLetters });
    expect(checkVin('1M8GDM9AXKP0427-8')).toMatchObject({ ok: false, error: REG_MSG.vinCharacters });
    expect(checkVin('1M8GDM9AXKP04278')).toMatchObject({ ok: false, error: REG_MSG.vinLength(16) });
    expect(checkVin('')).toMatchObject({ ok: false, error: REG_MSG.vinEmpty });
  });
});

describe('areas', () => {
  it('full front is bonnet, bumper, wings and mirrors; full body every painted panel; headlights apart', () => {
    expect(areaLeaves('full-front')).toEqual(['bonnet', 'bumper', 'wings', 'mirrors']);
    expect(areaLeaves('full-body')).toEqual(['bonnet', 'bumper', 'wings', 'mirrors', 'doors', 'rockers', 'pillars', 'roof', 'boot']);
    expect(areaLeaves('full-body')).not.toContain('headlights');
  });
  it('overlap follows the hierarchy both ways', () => {
    expect(overlappingAreas(['full-front', 'doors'], ['bonnet'])).toEqual(['full-front']);
    expect(overlappingAreas(['mirrors'], ['full-body'])).toEqual(['mirrors']);
    expect(overlappingAreas(['headlights', 'roof'], ['full-front'])).toEqual([]);
  });
  it('every id is unique, and window positions are window film', () => {
    const ids: string[] = [];
    const walk = (nodes: typeof AREAS) => nodes.forEach((n) => (ids.push(n.id), walk(n.children ?? [])));
    walk(AREAS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(AREA_BY_ID.size).toBe(ids.length);
    expect(areaLeaves('all-windows').every((id) => AREA_BY_ID.get(id)!.kind === 'window')).toBe(true);
  });
});
