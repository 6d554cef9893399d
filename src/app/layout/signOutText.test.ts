import { describe, expect, it } from 'vitest';
import type { DeviceDataSummary } from '@/db/deviceData';
import { clearedItems } from './signOutText';

const nothing: DeviceDataSummary = {
  chatMessages: 0, brief: false, designsMade: 0, skinPhotos: 0, previews: 0,
  profile: false, savedDesigns: 0, consultations: 0, appointments: 0, artistMessages: 0, offlineFiles: 0,
};

describe('what the sign-out dialog says clearing removes', () => {
  it('names only what the device holds, in a client’s words', () => {
    expect(clearedItems(nothing, false)).toEqual([]);
    expect(clearedItems({ ...nothing, chatMessages: 14, brief: true, designsMade: 3, skinPhotos: 1, previews: 2, profile: true, savedDesigns: 2, appointments: 1, offlineFiles: 4 }, true)).toEqual([
      'Your chats with the design helpers and the AI Assistant (14 messages)',
      'Your design brief and the 3 designs you made (History)',
      '1 photo of your skin, and where you placed designs on it',
      "This device's copy of your profile, 2 saved designs and 1 appointment — your account keeps them",
      'Your own AI key',
      'Pictures saved for offline use',
    ]);
  });

  it('one of a kind reads as one', () => {
    expect(clearedItems({ ...nothing, chatMessages: 1, designsMade: 1, previews: 1, savedDesigns: 1 }, false)).toEqual([
      'Your chats with the design helpers and the AI Assistant (1 message)',
      'The design you made (History)',
      'Where you placed designs on the sample photos',
      "This device's copy of 1 saved design — your account keeps it",
    ]);
  });
});
