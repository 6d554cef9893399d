import { describe, expect, it } from 'vitest';
import { HOME_TITLE, titleForPath } from './routeTitles';

describe('titleForPath', () => {
  it('gives every route its own title', () => {
    const paths = ['/', '/designer', '/auth', '/signup', '/profile', '/settings', '/chat', '/booking'];
    const titles = paths.map(titleForPath);
    expect(new Set(titles).size).toBe(paths.length);
    expect(titleForPath('/')).toBe(HOME_TITLE);
    expect(titleForPath('/designer')).toBe('Designer · InkClarity');
  });

  it('ignores a trailing slash and names unknown paths as not found', () => {
    expect(titleForPath('/settings/')).toBe('Settings · InkClarity');
    expect(titleForPath('/nope')).toBe('Page not found · InkClarity');
  });
});
