import styled from 'styled-components';
import { controlLook } from '../ui/controlStyle';

/** A field of the settings panel: its label over its control, its help and its refusal below. */
export const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-1);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  .label,
  legend {
    padding: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--color-text);
  }
  fieldset& {
    gap: var(--space-3);
    padding: var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
  input[type='text'],
  input:not([type]),
  select,
  textarea {
    ${controlLook}
    width: 100%;
    min-height: 36px;
    padding: 6px var(--space-2);
    font-size: 14px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    align-items: center;
  }
  .row > input:not([type='color']) {
    flex: 1 1 120px;
    width: auto;
  }
  input[type='color'] {
    width: 44px;
    height: 36px;
    padding: 2px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-bg);
  }
  textarea {
    min-height: 88px;
    resize: vertical;
  }
  textarea.code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 13px;
  }
  &[data-invalid] > :is(input, textarea, select, .row) > :is(input, textarea),
  &[data-invalid] > :is(input, textarea, select) {
    border-color: var(--color-danger);
    box-shadow: 0 0 0 1px var(--color-danger);
  }
  :is(input, textarea, select, button):focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

export const Help = styled.p`
  margin: 0;
  font-size: 12px;
  line-height: 1.45;
  color: var(--color-text-muted);
`;

/** The renderer's refusal, in words; empty (and silent) while the value is accepted. */
export const Refused = styled.p`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  color: var(--color-danger);
  &:empty {
    display: none;
  }
`;

/** A small command beside a field or a list item. */
export const Tool = styled.button`
  ${controlLook}
  min-width: 32px;
  min-height: 32px;
  padding: 0 var(--space-2);
  cursor: pointer;
  &[aria-pressed='true'] {
    background: var(--color-primary-tint);
  }
  &:hover:not(:disabled) {
    background: var(--color-surface);
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }
`;

/** The one command a screen is for (sign in, sign in with another account). */
export const PrimaryTool = styled(Tool)`
  min-height: 40px;
  padding: 0 var(--space-4);
  background: var(--color-primary);
  border-color: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 600;
  &:hover:not(:disabled) {
    background: var(--color-primary-strong);
  }
`;

/** Choices side by side, the chosen one raised: the workbench's segmented control. */
export const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  padding: 2px;
  gap: 2px;
  border-radius: var(--radius-md);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 30px;
    padding: 0 var(--space-3);
    border-radius: 6px;
    font-size: 13px;
    color: var(--color-text-muted);
    cursor: pointer;
    @media (pointer: coarse) {
      min-height: 44px;
    }
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: var(--color-bg);
    color: var(--color-text);
    font-weight: 600;
    box-shadow: var(--shadow-1);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;
