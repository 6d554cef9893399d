import { describe, expect, it } from 'vitest';
import { FALLBACK_PITCH, NATURAL_PITCH, pickVoice, voiceGender, type VoiceInfo } from '@/features/designer/voice/voiceSelection';

const voice = (name: string, lang = 'en-US', extra: Partial<VoiceInfo> = {}): VoiceInfo => ({ name, lang, localService: false, default: false, ...extra });

const CHROME_DESKTOP = [
  voice('Google Deutsch', 'de-DE'),
  voice('Google US English'),
  voice('Google UK English Female', 'en-GB'),
  voice('Google UK English Male', 'en-GB'),
];

describe('voiceGender', () => {
  it('reads the gender from vendor voice names', () => {
    expect(voiceGender(voice('Google UK English Female'))).toBe('female');
    expect(voiceGender(voice('Google UK English Male'))).toBe('male');
    expect(voiceGender(voice('Microsoft David - English (United States)'))).toBe('male');
    expect(voiceGender(voice('Microsoft Zira - English (United States)'))).toBe('female');
    expect(voiceGender(voice('Samantha'))).toBe('female');
    expect(voiceGender(voice('Google US English'))).toBe('female');
  });

  it('does not guess from parts of words or unknown names', () => {
    expect(voiceGender(voice('Google Deutsch'))).toBeUndefined();
    expect(voiceGender(voice('German voice'))).toBeUndefined(); // "man" inside "German"
    expect(voiceGender(voice('eSpeak en-us'))).toBeUndefined();
  });
});

describe('pickVoice', () => {
  it('picks a voice of the chosen type at natural pitch', () => {
    expect(pickVoice(CHROME_DESKTOP, 'male')).toEqual({ voice: CHROME_DESKTOP[3], pitch: NATURAL_PITCH });
    // en-US beats en-GB among the female voices.
    expect(pickVoice(CHROME_DESKTOP, 'female')).toEqual({ voice: CHROME_DESKTOP[1], pitch: NATURAL_PITCH });
  });

  it('prefers the exact language, then a voice that works offline', () => {
    const voices = [voice('Daniel', 'en-GB', { localService: true }), voice('Alex', 'en-US'), voice('Fred', 'en-US', { localService: true })];
    expect(pickVoice(voices, 'male').voice?.name).toBe('Fred');
  });

  it('falls back to a pitch difference when the browser has no gendered voices', () => {
    const voices = [voice('eSpeak en-us', 'en-US', { default: true }), voice('eSpeak fr', 'fr-FR')];
    const male = pickVoice(voices, 'male');
    const female = pickVoice(voices, 'female');
    expect(male.voice?.name).toBe('eSpeak en-us');
    expect(female.voice?.name).toBe('eSpeak en-us');
    expect(male.pitch).toBe(FALLBACK_PITCH.male);
    expect(female.pitch).toBe(FALLBACK_PITCH.female);
    expect(male.pitch).toBeLessThan(female.pitch);
  });

  it('with only the other type available, shifts its pitch', () => {
    const onlyFemale = [voice('Samantha')];
    expect(pickVoice(onlyFemale, 'male')).toEqual({ voice: onlyFemale[0], pitch: FALLBACK_PITCH.male });
  });

  it('with no voices at all, leaves the choice to the browser but still shifts the pitch', () => {
    expect(pickVoice([], 'female')).toEqual({ voice: null, pitch: FALLBACK_PITCH.female });
  });
});
