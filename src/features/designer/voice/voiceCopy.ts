/**
 * Every word the Voice Chat panel shows. Spec §2 and §8 strings are copied exactly; the rest
 * (support and fallback notes) is ours, kept here so a copy change is one edit.
 */
export const VOICE_COPY = {
  title: 'Voice Chat',
  status: {
    recording: 'Recording',
    speaking: 'Speaking',
    ready: 'Ready',
    // Ours: the badge after the microphone failed, matching the 'Connection failed' toast.
    'no-microphone': 'No microphone',
    'microphone-blocked': 'Microphone blocked',
    'microphone-busy': 'Microphone in use',
  },
  placeholder: 'Type your message or use voice input...',
  send: 'Send Message',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  listening: 'Listening...',
  transcription: 'Transcription',
  processing: 'Processing voice input...',
  indicators: { microphone: 'Microphone', speaker: 'Speaker', processing: 'AI Processing', unavailable: ' not available' },
  settings: { speed: 'Voice speed', type: 'Voice type' },

  // Spec §8 toasts.
  sessionStarted: 'Voice session started',
  sessionEnded: 'Voice session ended',
  agentSwitched: 'Agent switched',
  voiceError: { title: 'Voice error', description: 'Speech recognition encountered an error' },
  connectionFailed: { title: 'Connection failed', description: 'Unable to start voice session. Please allow microphone access.' },

  // Spec §8 inline errors.
  startFailed: 'Failed to start recording. Please check microphone permissions.',
  processVoiceFailed: 'Failed to process voice input. Please try again.',
  processMessageFailed: 'Failed to process message. Please try again.',

  // Ours.
  unsupported: 'Voice input is not supported in this browser. You can still type your message below.',
  answeredOnDevice: 'Answered on this device: the server could not be reached.',
  emptyConversation: 'Press Start Recording and describe your tattoo, or type a message below.',
  transcriptEmpty: 'Your words appear here as you speak.',
  queued: (agentName: string) => `Queued — sends when ${agentName} has answered:`,
  cancelQueued: 'Cancel',
} as const;

/** Spec §2: voice speed choices (the utterance's `rate`). */
export const VOICE_SPEEDS = [
  { label: 'Slow', rate: 0.8 },
  { label: 'Normal', rate: 1 },
  { label: 'Fast', rate: 1.2 },
] as const;

/** Spec §2: voice type choices. */
export const VOICE_TYPES = [
  { label: 'Male', value: 'male' },
  { label: 'Female', value: 'female' },
] as const;

export type VoiceRate = (typeof VOICE_SPEEDS)[number]['rate'];
export type VoiceType = (typeof VOICE_TYPES)[number]['value'];
