import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER_LOOK, readCenterLook } from '../../src/api/centerSetting';

// Spec section 8: invalid stored point-centre settings are logged and replaced by defaults
// (light blue background, Chinese).
describe('the points centre look', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a stored look, as an object or as its JSON text', () => {
    const look = { backgroundColor: '#FFF4E0', language: 'pt-PT' };
    expect(readCenterLook(look)).toEqual(look);
    expect(readCenterLook(JSON.stringify(look))).toEqual(look);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{background'],
    ['a colour that is not one', { backgroundColor: 'url(javascript:x)', language: 'zh-CN' }],
    ['a language the site has not', { backgroundColor: '#000', language: 'fr-FR' }],
  ])('replaces a look that is %s by the defaults, light blue and Chinese, and logs it', (_why, stored) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readCenterLook(stored)).toEqual({ backgroundColor: '#E8F3FF', language: 'zh-CN' });
    expect(DEFAULT_CENTER_LOOK).toEqual({ backgroundColor: '#E8F3FF', language: 'zh-CN' });
    expect(logged).toHaveBeenCalledWith('[points-center-setting]', expect.objectContaining({ reason: expect.any(String) }));
  });
});
