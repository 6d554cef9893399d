import { describe, expect, it } from 'vitest';
import { inputsFromBrief, sizeToCm } from './inputs';

describe('inputs from the brief', () => {
  it('reads a size written in the brief, else the middle of the size option', () => {
    expect(sizeToCm('12 cm')).toBe(12);
    expect(sizeToCm('about 4 inches')).toBe(10.2);
    expect(sizeToCm('3"')).toBe(7.6);
    expect(sizeToCm('80mm')).toBe(8);
    expect(sizeToCm('small')).toBe(5);
    expect(sizeToCm('medium')).toBe(12);
    expect(sizeToCm('large')).toBe(21);
    expect(sizeToCm('extra-large')).toBe(43);
    expect(sizeToCm('')).toBe(12);
    expect(sizeToCm('500 cm')).toBe(60);
  });

  it('starts from the brief: zone, skin tone, style, colours and its quoted words', () => {
    const brief = { style: 'traditional', bodyZone: 'ribs', keywords: 'rose "Mom"', size: 'small', colors: 'colorful', description: '' };
    expect(inputsFromBrief(brief, 'deep')).toEqual({
      sizeCm: 5, zone: 'ribs', skinTone: 'deep', style: 'traditional', colours: 'colorful', lettering: ['Mom'], letteringWidthShare: 0.8,
    });
    expect(inputsFromBrief({ style: '', bodyZone: '', keywords: '', size: '', colors: '', description: '' }, 'nonsense').skinTone).toBe('medium');
  });
});
