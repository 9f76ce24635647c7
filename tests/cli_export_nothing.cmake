# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli export` of a game with no phase adjudicated refuses in both formats, with a message and exit 1,
# and writes no file (a 0-byte transcript looked like an export).
set(dir "${WORK_DIR}/cli_export_nothing")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/x.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()
foreach(format judge mila)
    foreach(out "--out;${dir}/x.${format}" "")
        execute_process(COMMAND ${PROGRAM} export "${dir}/x.json" --format ${format} ${out}
            RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
        if(NOT code EQUAL 1 OR NOT err MATCHES "arbiter-cli export: nothing to export: no phase of [^\n]*x.json is adjudicated yet\n"
           OR NOT stdout STREQUAL "")
            message(FATAL_ERROR "export --format ${format} ${out}: exit code ${code}\nstdout:\n${stdout}\nstderr:\n${err}")
        endif()
        if(EXISTS "${dir}/x.${format}")
            message(FATAL_ERROR "export --format ${format} wrote ${dir}/x.${format}")
        endif()
    endforeach()
endforeach()
