/**
 * Where the tracker sends its hits (001 §7): the plugin's own endpoint, or admin-ajax.php, which
 * ad blockers leave alone.
 */
import { __ } from '@wordpress/i18n';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';
import { SwitchSetting } from './SwitchSetting';

export function DeliverySection( props: SectionProps ) {
	return (
		<SettingsSection
			id="delivery"
			title={ __( 'Delivery', 'vista-stats' ) }
		>
			<SwitchSetting
				{ ...props }
				field="bypassAdBlockers"
				label={ __( 'Get past ad blockers', 'vista-stats' ) }
				help={ __(
					'Hits go to WordPress’s admin-ajax.php instead of the plugin’s own address, which some ad blockers block. Each hit then loads all of WordPress, so it is slower.',
					'vista-stats'
				) }
			/>
		</SettingsSection>
	);
}
