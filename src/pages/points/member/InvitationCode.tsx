import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MALL_REFUSAL } from '../../../../schemas/points';
import { submitInvitationCode } from '../../../api/points';
import { formatNumber } from '../../../i18n/format';
import { errorKind, GatewayError } from '../../../platform/errors';
import { formControl, pillButton } from '../../../theme/mixins';
import { useMallScope } from '../useMall';
import { MEMBER_NS } from './texts';

/** What the visitor was last told: the code's refusal by the gateway's code, a failed call, or the points it gave. */
type Said =
  | { kind: 'empty' | 'invalid' | 'used' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'given'; points: number; balance: number };

/** The gateway's refusals of a code (ours, MALL_REFUSAL): said apart; anything else is the call failing. */
function refusal(error: unknown): Said {
  const code = error instanceof GatewayError ? error.details.code : undefined;
  if (code === MALL_REFUSAL.invalidInvitation) return { kind: 'invalid' };
  if (code === MALL_REFUSAL.invitationUsed) return { kind: 'used' };
  return { kind: 'failed', error };
}

/**
 * The invitation code entry (spec sections 2 and 5): an empty code is asked for without a call;
 * a code the gateway refuses says why; one it accepts says how many points it gave and the new
 * balance, and every balance on screen reloads. Enter submits; while it is under way the
 * button says so and a second submit is ignored.
 */
export function InvitationCode() {
  const { t } = useTranslation(MEMBER_NS);
  const scope = useMallScope();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  const submit = () => {
    if (busy) return;
    const trimmed = code.trim();
    if (!trimmed) return setSaid({ kind: 'empty' });
    setBusy(true);
    setSaid(null);
    submitInvitationCode(scope.businessId, trimmed)
      .then(
        (reply) => {
          setCode('');
          setSaid({ kind: 'given', points: reply.pointsAwarded, balance: reply.availablePoint });
          scope.changed();
        },
        (error: unknown) => setSaid(refusal(error)),
      )
      .finally(() => setBusy(false));
  };

  const wrong = said !== null && said.kind !== 'given';
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId}>{t('invitation.label')}</label>
      <div className="line">
        <input
          id={inputId}
          name="invitationCode"
          value={code}
          placeholder={t('invitation.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="send"
          maxLength={64}
          aria-invalid={wrong || undefined}
          aria-describedby={said ? messageId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" aria-busy={busy} aria-disabled={busy}>
          {busy ? t('invitation.submitting') : t('invitation.submit')}
        </button>
      </div>
      <p id={messageId} role="status" className={wrong ? 'message wrong' : 'message'}>
        {said && <Message said={said} />}
      </p>
    </Form>
  );
}

function Message({ said }: { said: Said }) {
  const { t } = useTranslation(MEMBER_NS);
  switch (said.kind) {
    case 'given':
      return t('invitation.success', { count: said.points, points: formatNumber(said.points), balance: formatNumber(said.balance) });
    case 'failed': {
      const kind = errorKind(said.error);
      return t(`errors:gateway.${kind}`);
    }
    default:
      return t(`invitation.${said.kind}`);
  }
}

const Form = styled.form`
  display: grid;
  gap: var(--space-2);

  label {
    font-weight: 600;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
  }
  input {
    ${formControl}
    flex: 1 1 12rem;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
  button {
    ${pillButton}
  }
  button[aria-busy='true'] {
    cursor: progress;
  }
  .message:empty {
    display: none;
  }
  .wrong {
    color: var(--color-danger);
  }
`;
