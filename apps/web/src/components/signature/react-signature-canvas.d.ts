/** react-signature-canvas 1.0.7 ships no types: the part of its API this step uses. */
declare module 'react-signature-canvas' {
  import type { CanvasHTMLAttributes, Component } from 'react';

  export interface SignatureCanvasProps {
    penColor?: string;
    minWidth?: number;
    maxWidth?: number;
    velocityFilterWeight?: number;
    throttle?: number;
    onBegin?: () => void;
    onEnd?: () => void;
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement> & Record<`data-${string}`, string>;
    clearOnResize?: boolean;
  }

  export default class SignatureCanvas extends Component<SignatureCanvasProps> {
    getCanvas(): HTMLCanvasElement;
    clear(): void;
    isEmpty(): boolean;
    toDataURL(type?: string, encoderOptions?: number): string;
  }
}
