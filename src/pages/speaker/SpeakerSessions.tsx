/**
 * SLOT, filled by the programme issue: the sessions this speaker takes part in, under their
 * profile. The spec has no call for them yet, so it renders nothing; visitors never see a
 * placeholder. Keep the props: the detail page already passes the speaker's pkey.
 */
export function SpeakerSessions({ speakerId: _speakerId }: { speakerId: string }) {
  return null;
}
