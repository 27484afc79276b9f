<?php
/**
 * Image and file uploads: a file input with its allowed extensions, size and count. The files
 * are checked and kept by Upload, not by the validator.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Validation\Validator;

/**
 * The image-upload and file-upload types.
 */
final class FileUpload extends Field {

	/** Extensions allowed when the field names none, by type. */
	private const DEFAULT_EXTENSIONS = array(
		'image-upload' => 'jpg,jpeg,png,gif,webp',
		'file-upload'  => 'pdf,doc,docx,txt,jpg,jpeg,png',
	);

	public function types(): array {
		return array( 'image-upload', 'file-upload' );
	}

	public function markup( FieldMarkup $markup ): string {
		return self::upload( $markup, self::DEFAULT_EXTENSIONS[ $markup->field['type'] ] );
	}

	/**
	 * A file input, posted as evf_{formid}_{id} (001 §3), `[]` when it takes several files.
	 *
	 * @param FieldMarkup $markup             Field.
	 * @param string      $default_extensions Allowed extensions when the field names none.
	 */
	private static function upload( FieldMarkup $markup, string $default_extensions ): string {
		$extensions = (string) ( $markup->field['extensions'] ?? '' );
		$extensions = '' !== trim( $extensions ) ? $extensions : $default_extensions;
		$list       = array_values( array_filter( array_map( static fn ( $ext ) => sanitize_key( ltrim( trim( $ext ), '.' ) ), explode( ',', $extensions ) ) ) );
		$max_files  = max( 1, (int) ( $markup->field['max_files'] ?? 1 ) );
		$max_size   = (string) ( $markup->field['max_size_mb'] ?? '' );
		return '<input' . FieldMarkup::attrs(
			array(
				'type'             => 'file',
				'class'            => 'input-text evf-uploader',
				'id'               => $markup->base,
				'name'             => sprintf( 'evf_%d_%s', $markup->form_id, $markup->field['id'] ) . ( $max_files > 1 ? '[]' : '' ),
				'required'         => $markup->field['required'],
				'multiple'         => $max_files > 1,
				'accept'           => implode( ',', array_map( static fn ( $ext ) => '.' . $ext, $list ) ),
				'data-extensions'  => implode( ',', $list ),
				'data-max-size'    => '' !== $max_size ? $max_size : null,
				'data-max-files'   => $max_files,
				'aria-describedby' => $markup->describedby(),
				'aria-invalid'     => '' !== $markup->error ? 'true' : null,
			)
		) . '>';
	}

	/**
	 * Nothing to check here: the validator leaves uploads to Upload (Validator::UPLOAD_TYPES).
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted value.
	 * @param Validator            $validator Validator.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		return null;
	}
}
