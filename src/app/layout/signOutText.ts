import type { DeviceDataSummary } from '@/db/deviceData';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * What "Log out and clear this device" removes, line by line, in the words a client at a studio
 * would use — only what this device actually holds of them.
 */
export function clearedItems(summary: DeviceDataSummary, ownAiKey: boolean): string[] {
  const items: string[] = [];
  if (summary.chatMessages > 0) {
    items.push(`Your chats with the design helpers and the AI Assistant (${plural(summary.chatMessages, 'message')})`);
  }
  const design: string[] = [];
  if (summary.brief) design.push('your design brief');
  if (summary.designsMade > 0) design.push(summary.designsMade === 1 ? 'the design you made (History)' : `the ${summary.designsMade} designs you made (History)`);
  if (design.length > 0) {
    const text = joinList(design);
    items.push(text.charAt(0).toUpperCase() + text.slice(1));
  }
  if (summary.skinPhotos > 0) {
    items.push(`${plural(summary.skinPhotos, 'photo')} of your skin, and where you placed designs on ${summary.skinPhotos === 1 ? 'it' : 'them'}`);
  } else if (summary.previews > 0) {
    items.push('Where you placed designs on the sample photos');
  }
  const records: string[] = [];
  if (summary.profile) records.push('your profile');
  if (summary.savedDesigns > 0) records.push(plural(summary.savedDesigns, 'saved design'));
  if (summary.consultations > 0) records.push(plural(summary.consultations, 'consultation'));
  if (summary.appointments > 0) records.push(plural(summary.appointments, 'appointment'));
  if (summary.artistMessages > 0) records.push(plural(summary.artistMessages, 'message to your artist', 'messages to your artists'));
  const oneRecord = (summary.profile ? 1 : 0) + summary.savedDesigns + summary.consultations + summary.appointments + summary.artistMessages === 1;
  if (records.length > 0) items.push(`This device's copy of ${joinList(records)} — your account keeps ${oneRecord ? 'it' : 'them'}`);
  if (ownAiKey) items.push('Your own AI key');
  if (summary.offlineFiles > 0) items.push('Pictures saved for offline use');
  return items;
}

export function changes(n: number): string {
  return plural(n, 'change');
}
