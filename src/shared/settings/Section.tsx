/**
 * A titled card of a settings form, labelled by its heading for assistive technology.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import type { ReactNode } from 'react';

interface Props {
	/** Unique on the page; names the heading's id. */
	id: string;
	title: string;
	/** An introduction under the title. */
	description?: ReactNode;
	children: ReactNode;
}

export function SettingsSection( { id, title, description, children }: Props ) {
	const headingId = `vista-settings-section-${ id }`;
	return (
		<section
			className="vista-settings-section"
			aria-labelledby={ headingId }
		>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="vista-settings-section__title"
					>
						{ title }
					</h2>
				</CardHeader>
				<CardBody>
					{ description && (
						<p className="vista-settings-section__description">
							{ description }
						</p>
					) }
					<div className="vista-settings-fields">{ children }</div>
				</CardBody>
			</Card>
		</section>
	);
}
