import { describe, expect, it } from 'vitest';
import { isBusy, isListening, isSessionActive, nextVoicePhase, voiceBadge, voiceStatus, type VoiceEvent, type VoicePhase } from '@/features/designer/voice/voiceSession';

const run = (start: VoicePhase, ...events: VoiceEvent[]) => events.reduce(nextVoicePhase, start);

describe('voice session state machine', () => {
  it('records, stops, processes and speaks the reply', () => {
    const phases: VoicePhase[] = [];
    let phase: VoicePhase = 'idle';
    for (const event of [
      { type: 'start' },
      { type: 'started' },
      { type: 'stop' },
      { type: 'ended', heardSomething: true },
      { type: 'replied', speak: true },
      { type: 'spoken' },
    ] as VoiceEvent[]) {
      phase = nextVoicePhase(phase, event);
      phases.push(phase);
    }
    expect(phases).toEqual(['starting', 'recording', 'stopping', 'processing', 'speaking', 'idle']);
  });

  it('goes straight back to Ready when muted or when nothing was heard', () => {
    expect(run('idle', { type: 'start' }, { type: 'started' }, { type: 'stop' }, { type: 'ended', heardSomething: true }, { type: 'replied', speak: false })).toBe('idle');
    expect(run('idle', { type: 'start' }, { type: 'started' }, { type: 'stop' }, { type: 'ended', heardSomething: false })).toBe('idle');
  });

  it('a typed message is processed from Ready or while a reply is spoken, never while recording', () => {
    expect(nextVoicePhase('idle', { type: 'sendText' })).toBe('processing');
    expect(nextVoicePhase('speaking', { type: 'sendText' })).toBe('processing');
    expect(nextVoicePhase('recording', { type: 'sendText' })).toBe('recording');
    expect(nextVoicePhase('processing', { type: 'sendText' })).toBe('processing');
  });

  it('ignores late or out-of-place events', () => {
    expect(nextVoicePhase('idle', { type: 'started' })).toBe('idle');
    expect(nextVoicePhase('idle', { type: 'stop' })).toBe('idle');
    expect(nextVoicePhase('recording', { type: 'ended', heardSomething: true })).toBe('recording');
    expect(nextVoicePhase('idle', { type: 'replied', speak: true })).toBe('idle');
    expect(nextVoicePhase('recording', { type: 'spoken' })).toBe('recording');
    expect(nextVoicePhase('processing', { type: 'start' })).toBe('processing');
  });

  it('failures and cancellation return to Ready from anywhere', () => {
    for (const phase of ['starting', 'recording', 'stopping', 'processing', 'speaking'] as VoicePhase[]) {
      expect(nextVoicePhase(phase, { type: 'failed' })).toBe('idle');
      expect(nextVoicePhase(phase, { type: 'cancel' })).toBe('idle');
    }
  });

  it('starting again interrupts a spoken reply', () => {
    expect(nextVoicePhase('speaking', { type: 'start' })).toBe('starting');
  });

  it('maps phases to the badge and the controls', () => {
    expect((['idle', 'starting', 'recording', 'stopping', 'processing', 'speaking'] as VoicePhase[]).map(voiceStatus)).toEqual([
      'ready',
      'ready',
      'recording',
      'recording',
      'ready',
      'speaking',
    ]);
    expect(isListening('starting') && isListening('recording') && !isListening('stopping')).toBe(true);
    expect(isBusy('idle') || isBusy('speaking')).toBe(false);
    expect(isBusy('recording') && isBusy('processing') && isBusy('starting')).toBe(true);
    expect(isSessionActive('idle')).toBe(false);
    expect(isSessionActive('speaking')).toBe(true);
  });

  it('after a missing or refused microphone the badge says so instead of Ready, until recording or speaking', () => {
    expect(voiceBadge('idle', 'no-device')).toBe('no-microphone');
    expect(voiceBadge('idle', 'permission-denied')).toBe('microphone-blocked');
    expect(voiceBadge('processing', 'busy')).toBe('microphone-busy');
    expect(voiceBadge('speaking', 'no-device')).toBe('speaking');
    expect(voiceBadge('recording', null)).toBe('recording');
    expect(voiceBadge('idle', null)).toBe('ready');
  });
});
