/**
 * The parts of a browser page a pixel is installed into: its global object, where providers keep
 * their command queues, and a way to add an async script. Tests stand in for both.
 */
export interface PixelPage {
  // Providers read and write their own globals (fbq, gtag, snaptr, ttq); their shapes are theirs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  global: Record<string, any>;
  addScript: (src: string) => void;
}
