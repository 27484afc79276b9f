/**
 * A titled card of the form.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import type { ReactNode } from 'react';

interface Props {
	id: string;
	title: string;
	children: ReactNode;
}

export function Section( { id, title, children }: Props ) {
	const headingId = `vista-consent-section-${ id }`;
	return (
		<section
			className="vista-consent-section"
			aria-labelledby={ headingId }
		>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="vista-consent-section__title"
					>
						{ title }
					</h2>
				</CardHeader>
				<CardBody>
					<div className="vista-consent-fields">{ children }</div>
				</CardBody>
			</Card>
		</section>
	);
}
