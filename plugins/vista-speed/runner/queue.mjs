// @ts-check
/**
 * One audit at a time: Lighthouse's timings are only meaningful when nothing else runs in the
 * same browser. Jobs wait their turn in arrival order; a bounded queue refuses the overflow.
 */
export class AuditQueue {
	/** @param {number} limit how many jobs may wait */
	constructor( limit ) {
		this.limit = limit;
		this.waiting = 0;
		this.running = false;
		/** @type {Promise<unknown>} */
		this.tail = Promise.resolve();
	}

	full() {
		return this.waiting >= this.limit;
	}

	state() {
		return { running: this.running, queued: this.waiting };
	}

	/**
	 * Runs a job after every job queued before it.
	 *
	 * @template T
	 * @param {() => Promise<T>} job
	 * @return {Promise<T>} the job's result
	 */
	run( job ) {
		this.waiting++;
		const result = this.tail.then( async () => {
			this.waiting--;
			this.running = true;
			try {
				return await job();
			} finally {
				this.running = false;
			}
		} );
		this.tail = result.catch( () => {} );
		return result;
	}
}
