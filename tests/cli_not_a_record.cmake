# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli import` and `datc` given a file that is not what they read: an empty file says it is empty,
# an Arbiter game file is recognised, a binary file is said to be neither format once; none is reported as a
# game judged "under the rules", each exits 1, and no byte of a binary file reaches the terminal raw (the DATC
# reader says it is not a text file).
set(dir "${WORK_DIR}/cli_not_a_record")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${dir}/empty.txt" "")
string(ASCII 1 2 27 127 255 254 200 binary)
file(WRITE "${dir}/noise.bin" "${binary}ELF${binary}\n${binary}\n")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.arbiter.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()

function(run expected_code expected)
    execute_process(COMMAND ${PROGRAM} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL expected_code OR NOT out MATCHES "${expected}" OR out MATCHES "second opinion|has no name")
        message(FATAL_ERROR "${ARGN}: exit code ${code}, expected ${expected_code} and '${expected}':\n${out}\n${err}")
    endif()
    # The bytes of the file, and U+FFFD (EF BF BD in UTF-8), what invalid UTF-8 was read as.
    string(ASCII 1 2 27 127 255 254 200 239 191 189 raw)
    string(REGEX MATCH "[${raw}]" found "${out}${err}")
    if(found)
        message(FATAL_ERROR "${ARGN}: a byte of the binary file printed raw:\n${out}\n${err}")
    endif()
endfunction()

run(1 "^[^\n]*empty.txt: the file is empty\n$" import "${dir}/empty.txt")
run(1 "^[^\n]*game.arbiter.json is an Arbiter game file, not a game of another judge: open it in arbiter or use it with play or export\n$"
    import --check "${dir}/game.arbiter.json")
run(1 "^[^\n]*noise.bin: line 1: '[?]+ELF[?]+': neither a MILA game JSON nor a Judge transcript[^\n]*\n$"
    import "${dir}/noise.bin")
run(1 "empty.txt: no test cases found\n" datc "${dir}/empty.txt")
run(1 "noise.bin: not a text file\n.*noise.bin: no test cases found\n" datc "${dir}/noise.bin")
