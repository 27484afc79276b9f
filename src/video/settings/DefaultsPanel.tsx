/**
 * What new video galleries start with, and how long answers of video hosts are kept.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import type { Flag, PanelProps } from './types';

export function DefaultsPanel( { draft, update }: PanelProps ) {
	const toggles: Array< [ Flag, string ] > = [
		[
			'contentFacade',
			__(
				'Give YouTube and Vimeo embeds in post content the same facade and consent gate',
				'vista-video'
			),
		],
		[ 'showTitle', __( 'New galleries show titles', 'vista-video' ) ],
		[
			'showPaging',
			__( 'New galleries show paging buttons', 'vista-video' ),
		],
		[
			'autonext',
			__( 'New galleries play the next video at the end', 'vista-video' ),
		],
		[
			'thumbplay',
			__( 'A chosen thumbnail plays at once', 'vista-video' ),
		],
		[
			'pauseOthers',
			__( 'A video that starts pauses the other players', 'vista-video' ),
		],
	];

	return (
		<PanelBody title={ __( 'Defaults of new galleries', 'vista-video' ) }>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Videos per page', 'vista-video' ) }
				min={ 1 }
				max={ 50 }
				value={ draft.pageSize }
				onChange={ ( pageSize ) => update( 'pageSize', pageSize ?? 6 ) }
			/>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Columns', 'vista-video' ) }
				min={ 1 }
				max={ 8 }
				value={ draft.columns }
				onChange={ ( columns ) => update( 'columns', columns ?? 3 ) }
			/>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Keep answers of video hosts for (minutes)',
					'vista-video'
				) }
				min={ 5 }
				max={ 10080 }
				value={ draft.cacheMinutes }
				onChange={ ( cacheMinutes ) =>
					update( 'cacheMinutes', cacheMinutes ?? 60 )
				}
			/>
			{ toggles.map( ( [ name, label ] ) => (
				<ToggleControl
					__nextHasNoMarginBottom
					key={ name }
					label={ label }
					checked={ draft[ name ] }
					onChange={ ( value ) => update( name, value ) }
				/>
			) ) }
		</PanelBody>
	);
}
