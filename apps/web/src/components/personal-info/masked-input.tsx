import type { InputBaseComponentProps } from '@mui/material';
import type { ChangeEvent } from 'react';
// The pattern mask alone: react-imask's entry point also registers the date, number, range, enum, regexp,
// dynamic and repeat masks, about twice the code for masks this form never uses.
import 'imask/esm/masked/pattern';
import IMaskInput from 'react-imask/esm/input';

export interface MaskedInputProps extends InputBaseComponentProps {
  /** An IMask pattern: 0 is a digit, any other character is fixed ('00/00/0000'). MUI passes it in htmlInput. */
  mask?: string;
  /** Rewrites a chunk of typed, pasted or autofilled text before the mask reads it. */
  prepare?: (chunk: string) => string;
  /** InputBase's forked ref, always a callback: typed as one so that it fits react-imask's own React types. */
  ref?: (element: HTMLInputElement | null) => void;
}

/**
 * The input MUI's InputBase renders (slotProps.input.inputComponent) for a masked field: IMask owns the
 * element's text and every value it accepts reaches the form as a change event with the masked text
 * ('04/15/1990', '415-555-0100'), which is what the shared schema reads.
 */
export function MaskedInput({ mask, prepare, onChange, name, ref, ...inputProps }: MaskedInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      name={name}
      mask={mask}
      prepare={prepare}
      inputRef={ref}
      onAccept={(value: string) => onChange?.({ target: { name, value } } as ChangeEvent<HTMLInputElement>)}
    />
  );
}
