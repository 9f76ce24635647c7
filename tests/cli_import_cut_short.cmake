# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# A Judge transcript cut short inside a phase's orders (as `head -c` or an interrupted copy leaves it) is
# reported as cut short, with the line and the phase, and exits 3 (parts not read), not 4 with differences
# that are only the missing lines; the phases before the cut agree.
set(dir "${WORK_DIR}/cli_import_cut_short")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
file(READ "${TRANSCRIPT}" whole)
string(FIND "${whole}" "Movement results for Fall of 1905." fall)
if(fall LESS 0)
    message(FATAL_ERROR "${TRANSCRIPT} has no Fall 1905")
endif()
# In the middle of a line, and after the newline of a line of orders (as `head -n` leaves it).
foreach(into 120 150 line)
    if(into STREQUAL "line")
        string(FIND "${cut}" "\n" newline REVERSE)
        math(EXPR length "${newline} + 1")
    else()
        math(EXPR length "${fall} + ${into}")
    endif()
    string(SUBSTRING "${whole}" 0 ${length} cut)
    file(WRITE "${dir}/cut.txt" "${cut}")
    execute_process(COMMAND ${PROGRAM} import --check --rules 2000 --set 4.A.3=e "${dir}/cut.txt"
        RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL 3 OR out MATCHES "differs"
       OR NOT out MATCHES "not read: line [0-9]+: '[^\n]*': the file ends in the middle of Fall 1905 Movement: it is cut short\n")
        message(FATAL_ERROR "cut ${into} characters into Fall 1905: exit code ${code}\n${out}\n${err}")
    endif()
endforeach()
