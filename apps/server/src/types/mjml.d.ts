/** The part of mjml 5.x (compiles MJML markup to e-mail HTML) that providers/mail/branded-layout.ts uses. */
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
    minify?: boolean;
    /** htmlnano's options for `minify`. */
    minifyOptions?: { minifyCss?: false };
    keepComments?: boolean;
  }
  function mjml2html(mjml: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
  export default mjml2html;
}
