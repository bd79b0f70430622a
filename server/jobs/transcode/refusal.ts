/** A source the pipeline will not process, with the reason an editor reads in the studio. Retrying does not help. */
export class MediaRefusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MediaRefusal';
  }
}
