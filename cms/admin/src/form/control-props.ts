// What every control of the generated form takes: its id, value and change handler, whether it is
// invalid and which help and message describe it. Its own module, so that the controls and the
// FieldControl that chooses among them do not import each other.
export interface ControlProps {
  id: string;
  value: unknown;
  onChange: (v: unknown) => void;
  invalid: boolean;
  describedBy?: string;
}
