<?php
/**
 * CSV export: field labels as columns, values as text, formula injection defused.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Entries\CsvExport;
use Vista\Forms\Editor\FormDefinition;
use Vista\Tests\VistaTestCase;

/**
 * CsvExport.
 */
final class CsvExportTest extends VistaTestCase {

	public function test_cells_that_start_a_formula_are_quoted(): void {
		foreach ( array( '=1+1', '+1', '-1', '@SUM(A1)', "\tx", "\rx" ) as $cell ) {
			$this->assertSame( "'" . $cell, CsvExport::cell( $cell ) );
		}
		$this->assertSame( 'a=1', CsvExport::cell( 'a=1' ) );
		$this->assertSame( '', CsvExport::cell( '' ) );
	}

	public function test_columns_are_labels_and_values_are_text(): void {
		$form    = FormDefinition::from_array(
			4,
			array(
				array( 'id' => 'who', 'type' => 'text', 'label' => 'Who, really' ),
				array( 'id' => 'what', 'type' => 'checkbox', 'label' => 'What' ),
			),
			array(),
			'Survey'
		);
		$entries = array(
			array(
				'id'      => 12,
				'created' => '2030-01-02 03:04:05',
				'values'  => array(
					'who'  => "=cmd|' /C calc'!A0",
					'what' => '["Tea","Cake"]',
					'gone' => 'old field',
				),
			),
		);
		$rows    = array_map( 'str_getcsv', explode( "\n", trim( CsvExport::csv( $form, $entries ) ) ) );
		$this->assertSame( array( 'Who, really', 'What', 'gone', 'Entry ID', 'Date (UTC)' ), $rows[0] );
		$this->assertSame( array( "'=cmd|' /C calc'!A0", 'Tea, Cake', 'old field', '12', '2030-01-02 03:04:05' ), $rows[1] );
		$this->assertSame( 'survey-entries-' . gmdate( 'Y-m-d' ) . '.csv', CsvExport::filename( $form ) );
	}
}
