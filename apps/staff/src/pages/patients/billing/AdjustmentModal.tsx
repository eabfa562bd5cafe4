import '../../../components/selectStyles';
import '@mantine/core/styles/SegmentedControl.css';
import {
  type CoreBillingAdjustmentBody,
  type CoreBillingAdjustmentReason,
  coreBillingAdjustmentReasons,
} from '@clinic/api-contract';
import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { FormModal } from '../../../components/FormModal';
import { usePostAdjustment } from './billingCalls';
import { billingTexts as texts } from './billingTexts';
import { MoneyInput } from './MoneyInput';
import { dollarsInputToCents } from './money';

type Kind = CoreBillingAdjustmentBody['kind'];
type Direction = CoreBillingAdjustmentBody['direction'];
const fields = ['kind', 'direction', 'amountCents', 'reason', 'note'];

/** An adjustment either way, or a write-off (down only), with its reason and an optional note. */
export function AdjustmentModal({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const post = usePostAdjustment(patientId, onClose);
  const [kind, setKind] = useState<Kind>('adjustment');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState<CoreBillingAdjustmentReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const errorOf = (field: string) => (missing.has(field) ? texts.required : fieldErrorOf(post.error, field));

  const submit = () => {
    const amountCents = dollarsInputToCents(amount);
    const empty = new Set<string>();
    if (amountCents <= 0) empty.add('amountCents');
    if (!reason) empty.add('reason');
    if (reason === 'other' && !note.trim()) empty.add('note');
    setMissing(empty);
    if (empty.size > 0 || !reason) return;
    post.mutate({
      kind,
      direction: kind === 'writeOff' ? 'credit' : direction,
      amountCents,
      reason,
      note: note.trim(),
    });
  };

  return (
    <FormModal
      opened
      title={texts.adjustment.title}
      onClose={onClose}
      onSubmit={submit}
      busy={post.isPending}
      error={errorBeyondFields(post.error, fields)}
      submitLabel={texts.adjustment.submit}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="adjustment-kind">
          {texts.adjustment.kind}
        </Text>
        <SegmentedControl
          aria-labelledby="adjustment-kind"
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={(['adjustment', 'writeOff'] as const).map((value) => ({
            value,
            label: texts.adjustment.kinds[value],
          }))}
        />
      </Stack>
      {kind === 'adjustment' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="adjustment-direction">
            {texts.adjustment.direction}
          </Text>
          <SegmentedControl
            aria-labelledby="adjustment-direction"
            value={direction}
            onChange={(value) => setDirection(value as Direction)}
            data={(['credit', 'debit'] as const).map((value) => ({
              value,
              label: texts.adjustment.directions[value],
            }))}
          />
        </Stack>
      )}
      <MoneyInput
        label={texts.adjustment.amount}
        value={amount}
        error={errorOf('amountCents')}
        onChange={setAmount}
      />
      <Select
        label={texts.adjustment.reason}
        required
        data={coreBillingAdjustmentReasons.map((value) => ({ value, label: texts.reasons[value] }))}
        value={reason}
        error={errorOf('reason')}
        onChange={(value) => setReason(value as CoreBillingAdjustmentReason | null)}
      />
      <Textarea
        label={texts.adjustment.note}
        description={texts.adjustment.noteHint}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        error={errorOf('note')}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </FormModal>
  );
}
