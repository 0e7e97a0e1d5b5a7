//! PNG bytes made by hand for the tests: a chunk put after the header, with its CRC-32
//! computed bit by bit from the definition (apart from the decoders the tests check).
//! Shared by the library's unit tests and the integration tests.

/// The CRC-32 of PNG chunks, bit by bit from its definition.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// `bytes`, a PNG, with a chunk of type `kind` holding `data` put after its header.
pub(crate) fn with_chunk(mut bytes: Vec<u8>, kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
    chunk.extend_from_slice(kind);
    chunk.extend_from_slice(data);
    chunk.extend_from_slice(&crc32(&chunk[4..]).to_be_bytes());
    bytes.splice(33..33, chunk);
    bytes
}
