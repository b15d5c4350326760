/**
 * The part of mjml 4.x (compiles MJML markup to e-mail HTML) that providers/mail/branded-layout.ts uses. Pinned to
 * 4.x: mjml 5's beautifier pulls in packages that need Node 22, and the repository runs on Node 20.
 */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    /** Web fonts by family name; {} links none. */
    fonts?: Record<string, string>;
    keepComments?: boolean;
  }
  function mjml2html(mjml: string, options?: MjmlOptions): { html: string; errors: MjmlError[] };
  export default mjml2html;
}
